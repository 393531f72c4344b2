#include "CLibcurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libcurl's own struct CURLMsg (multi.h): the message kind, the handle, and a union whose
// CURLcode member is what a CURLMSG_DONE message carries.
typedef struct {
  int msg;
  void *easy_handle;
  union {
    void *whatever;
    int result;
  } data;
} cl_message;

#define CL_MSG_DONE 1
#define CL_GLOBAL_ALL 3

static struct {
  int (*global_init)(long);
  char *(*version)(void);
  void *(*easy_init)(void);
  void (*easy_cleanup)(void *);
  void (*easy_reset)(void *);
  int (*easy_setopt)(void *, int, ...);
  int (*easy_getinfo)(void *, int, ...);
  const char *(*easy_strerror)(int);
  int (*easy_pause)(void *, int);
  void *(*slist_append)(void *, const char *);
  void (*slist_free_all)(void *);
  void *(*multi_init)(void);
  int (*multi_cleanup)(void *);
  int (*multi_setopt)(void *, int, ...);
  int (*multi_add_handle)(void *, void *);
  int (*multi_remove_handle)(void *, void *);
  int (*multi_perform)(void *, int *);
  int (*multi_poll)(void *, void *, unsigned int, int, int *);
  int (*multi_wakeup)(void *);
  cl_message *(*multi_info_read)(void *, int *);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[256];

#define BIND(field, name)                                                                   \
  do {                                                                                      \
    *(void **)(&api.field) = dlsym(library, name);                                          \
    if (api.field == NULL) {                                                                \
      snprintf(failure, sizeof failure, "libcurl.so.4 has no %s (libcurl 7.68 or newer is needed)", name); \
      return;                                                                               \
    }                                                                                       \
  } while (0)

static void load(void) {
  // Already in the process when FoundationNetworking is; RTLD_NOLOAD would miss a static build.
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(failure, sizeof failure, "%s", reason ? reason : "libcurl.so.4 could not be loaded");
    return;
  }
  BIND(global_init, "curl_global_init");
  BIND(version, "curl_version");
  BIND(easy_init, "curl_easy_init");
  BIND(easy_cleanup, "curl_easy_cleanup");
  BIND(easy_reset, "curl_easy_reset");
  BIND(easy_setopt, "curl_easy_setopt");
  BIND(easy_getinfo, "curl_easy_getinfo");
  BIND(easy_strerror, "curl_easy_strerror");
  BIND(easy_pause, "curl_easy_pause");
  BIND(slist_append, "curl_slist_append");
  BIND(slist_free_all, "curl_slist_free_all");
  BIND(multi_init, "curl_multi_init");
  BIND(multi_cleanup, "curl_multi_cleanup");
  BIND(multi_setopt, "curl_multi_setopt");
  BIND(multi_add_handle, "curl_multi_add_handle");
  BIND(multi_remove_handle, "curl_multi_remove_handle");
  BIND(multi_perform, "curl_multi_perform");
  BIND(multi_poll, "curl_multi_poll");
  BIND(multi_wakeup, "curl_multi_wakeup");
  BIND(multi_info_read, "curl_multi_info_read");
  if (api.global_init(CL_GLOBAL_ALL) != CL_E_OK) {
    snprintf(failure, sizeof failure, "curl_global_init failed");
    api.global_init = NULL;
  }
}

int cl_load(char *reason, size_t reason_size) {
  pthread_once(&once, load);
  if (api.global_init != NULL && failure[0] == 0) return 0;
  if (reason != NULL && reason_size > 0) snprintf(reason, reason_size, "%s", failure);
  return -1;
}

const char *cl_version(void) { return api.version(); }

cl_easy *cl_easy_init(void) { return api.easy_init(); }
void cl_easy_cleanup(cl_easy *easy) { api.easy_cleanup(easy); }
void cl_easy_reset(cl_easy *easy) { api.easy_reset(easy); }
int cl_easy_setopt_long(cl_easy *easy, int option, long value) { return api.easy_setopt(easy, option, value); }
int cl_easy_setopt_pointer(cl_easy *easy, int option, const void *value) {
  return api.easy_setopt(easy, option, value);
}
int cl_easy_setopt_offset(cl_easy *easy, int option, int64_t value) { return api.easy_setopt(easy, option, value); }
int cl_easy_setopt_data_callback(cl_easy *easy, int option, cl_data_callback callback) {
  return api.easy_setopt(easy, option, callback);
}
int cl_easy_setopt_progress_callback(cl_easy *easy, cl_progress_callback callback) {
  return api.easy_setopt(easy, CL_OPT_XFERINFOFUNCTION, callback);
}
int cl_easy_setopt_seek_callback(cl_easy *easy, cl_seek_callback callback) {
  return api.easy_setopt(easy, CL_OPT_SEEKFUNCTION, callback);
}
int cl_easy_getinfo_long(cl_easy *easy, int info, long *value) { return api.easy_getinfo(easy, info, value); }
int cl_easy_getinfo_pointer(cl_easy *easy, int info, void **value) { return api.easy_getinfo(easy, info, value); }
int cl_easy_getinfo_offset(cl_easy *easy, int info, int64_t *value) { return api.easy_getinfo(easy, info, value); }
const char *cl_easy_strerror(int code) { return api.easy_strerror(code); }
int cl_easy_pause(cl_easy *easy, int bitmask) { return api.easy_pause(easy, bitmask); }

cl_slist *cl_slist_append(cl_slist *list, const char *line) { return api.slist_append(list, line); }
void cl_slist_free_all(cl_slist *list) { api.slist_free_all(list); }

cl_multi *cl_multi_init(void) { return api.multi_init(); }
int cl_multi_cleanup(cl_multi *multi) { return api.multi_cleanup(multi); }
int cl_multi_setopt_long(cl_multi *multi, int option, long value) { return api.multi_setopt(multi, option, value); }
int cl_multi_add_handle(cl_multi *multi, cl_easy *easy) { return api.multi_add_handle(multi, easy); }
int cl_multi_remove_handle(cl_multi *multi, cl_easy *easy) { return api.multi_remove_handle(multi, easy); }
int cl_multi_perform(cl_multi *multi, int *running) { return api.multi_perform(multi, running); }
int cl_multi_poll(cl_multi *multi, int timeout_ms, int *ready) {
  return api.multi_poll(multi, NULL, 0, timeout_ms, ready);
}
int cl_multi_wakeup(cl_multi *multi) { return api.multi_wakeup(multi); }
int cl_multi_next_done(cl_multi *multi, cl_easy **easy, int *result) {
  int queued = 0;
  cl_message *message;
  while ((message = api.multi_info_read(multi, &queued)) != NULL) {
    if (message->msg != CL_MSG_DONE) continue;
    *easy = message->easy_handle;
    *result = message->data.result;
    return 1;
  }
  return 0;
}
