// The part of libcurl's public ABI that Networking's Linux transport uses, declared here so that a
// machine with only the Swift toolchain builds it: no curl headers, no link-time libcurl. The library
// is loaded at run time from its stable soname, libcurl.so.4, which FoundationNetworking itself links
// (ADR 0021). Values are libcurl's own (curl.h, multi.h), unchanged since the versions named beside
// them; libcurl keeps its ABI stable within soname 4.
#ifndef CLIBCURL_H
#define CLIBCURL_H

#include <stddef.h>
#include <stdint.h>

typedef void cl_easy;
typedef void cl_multi;
typedef struct cl_slist cl_slist;

typedef size_t (*cl_data_callback)(char *buffer, size_t size, size_t count, void *context);
typedef int (*cl_progress_callback)(void *context, int64_t down_total, int64_t down_now, int64_t up_total,
                                    int64_t up_now);
typedef int (*cl_seek_callback)(void *context, int64_t offset, int origin);

// Easy options (CURLOPT_*): LONG + n, OBJECTPOINT 10000 + n, FUNCTIONPOINT 20000 + n, OFF_T 30000 + n.
#define CL_OPT_WRITEDATA 10001
#define CL_OPT_URL 10002
#define CL_OPT_PROXY 10004
#define CL_OPT_READDATA 10009
#define CL_OPT_ERRORBUFFER 10010
#define CL_OPT_WRITEFUNCTION 20011
#define CL_OPT_READFUNCTION 20012
#define CL_OPT_LOW_SPEED_LIMIT 19
#define CL_OPT_LOW_SPEED_TIME 20
#define CL_OPT_HTTPHEADER 10023
#define CL_OPT_HEADERDATA 10029
#define CL_OPT_CUSTOMREQUEST 10036
#define CL_OPT_NOPROGRESS 43
#define CL_OPT_NOBODY 44
#define CL_OPT_UPLOAD 46
#define CL_OPT_POST 47
#define CL_OPT_FOLLOWLOCATION 52
#define CL_OPT_XFERINFODATA 10057
#define CL_OPT_CAINFO 10065
#define CL_OPT_HEADERFUNCTION 20079
#define CL_OPT_HTTPPROXYTUNNEL 61
#define CL_OPT_HTTPGET 80
#define CL_OPT_HTTP_VERSION 84
#define CL_OPT_NOSIGNAL 99
#define CL_OPT_ACCEPT_ENCODING 10102
#define CL_OPT_PRIVATE 10103
#define CL_OPT_INFILESIZE_LARGE 30115
#define CL_OPT_MAXFILESIZE_LARGE 30117
#define CL_OPT_POSTFIELDSIZE_LARGE 30120
#define CL_OPT_TCP_NODELAY 121
#define CL_OPT_TIMEOUT_MS 155
#define CL_OPT_CONNECTTIMEOUT_MS 156
#define CL_OPT_COPYPOSTFIELDS 10165
#define CL_OPT_NOPROXY 10177
#define CL_OPT_SEEKFUNCTION 20167
#define CL_OPT_SEEKDATA 10168
#define CL_OPT_TCP_KEEPALIVE 213
#define CL_OPT_XFERINFOFUNCTION 20219
#define CL_OPT_PIPEWAIT 237
#define CL_OPT_PROXY_CAINFO 10246             // 7.52
#define CL_OPT_SUPPRESS_CONNECT_HEADERS 265  // 7.54
#define CL_OPT_MAXAGE_CONN 288              // 7.65
#define CL_OPT_PROTOCOLS_STR 10318          // 7.85
#define CL_OPT_REDIR_PROTOCOLS_STR 10319    // 7.85

// Transfer facts (CURLINFO_*): LONG 0x200000 + n, STRING 0x100000 + n, OFF_T 0x600000 + n.
#define CL_INFO_RESPONSE_CODE 0x200002
#define CL_INFO_PRIVATE 0x100015
#define CL_INFO_HTTP_CONNECTCODE 0x200016
#define CL_INFO_NUM_CONNECTS 0x20001A
#define CL_INFO_HTTP_VERSION 0x20002E
#define CL_INFO_PRETRANSFER_TIME_T 0x600035  // 7.61: µs until the request is about to go (0: not yet)

// Multi options (CURLMOPT_*).
#define CL_MOPT_MAXCONNECTS 6
#define CL_MOPT_MAX_HOST_CONNECTIONS 7

// Results (CURLcode).
#define CL_E_OK 0
#define CL_E_UNSUPPORTED_PROTOCOL 1
#define CL_E_URL_MALFORMAT 3
#define CL_E_COULDNT_RESOLVE_PROXY 5
#define CL_E_COULDNT_RESOLVE_HOST 6
#define CL_E_COULDNT_CONNECT 7
#define CL_E_WEIRD_SERVER_REPLY 8
#define CL_E_HTTP2 16
#define CL_E_PARTIAL_FILE 18
#define CL_E_WRITE_ERROR 23
#define CL_E_READ_ERROR 26
#define CL_E_OUT_OF_MEMORY 27
#define CL_E_OPERATION_TIMEDOUT 28
#define CL_E_SSL_CONNECT_ERROR 35
#define CL_E_ABORTED_BY_CALLBACK 42
#define CL_E_GOT_NOTHING 52
#define CL_E_SEND_ERROR 55
#define CL_E_RECV_ERROR 56
#define CL_E_SSL_CERTPROBLEM 58
#define CL_E_SSL_CIPHER 59
#define CL_E_PEER_FAILED_VERIFICATION 60
#define CL_E_BAD_CONTENT_ENCODING 61
#define CL_E_FILESIZE_EXCEEDED 63
#define CL_E_SEND_FAIL_REWIND 65
#define CL_E_SSL_CACERT_BADFILE 77
#define CL_E_SSL_ISSUER_ERROR 83
#define CL_E_SSL_PINNEDPUBKEYNOTMATCH 90
#define CL_E_SSL_INVALIDCERTSTATUS 91
#define CL_E_HTTP2_STREAM 92
#define CL_E_PROXY 97  // 7.73: a SOCKS or HTTPS proxy's handshake failed
#define CL_E_TOO_LARGE 100  // 8.6: a header or answer part past a libcurl limit

#define CL_HTTP_VERSION_1_0 1
#define CL_HTTP_VERSION_1_1 2
#define CL_HTTP_VERSION_2_0 3
#define CL_HTTP_VERSION_2TLS 4
#define CL_HTTP_VERSION_3 30
#define CL_READFUNC_ABORT 0x10000000
#define CL_WRITEFUNC_PAUSE 0x10000001  // a write callback's "keep these bytes, call me again after unpause"
#define CL_PAUSE_CONT 0
#define CL_SEEKFUNC_OK 0
#define CL_SEEKFUNC_FAIL 1

/// Loads libcurl.so.4 and runs curl_global_init once per process. Returns 0 on success; otherwise
/// writes the reason (dlopen's or dlsym's words) into `reason` and returns -1, and every other call
/// here must not be made.
int cl_load(char *reason, size_t reason_size);
/// libcurl's version string ("libcurl/7.88.1 OpenSSL/3.0.15 ..."); only after a successful cl_load.
const char *cl_version(void);

cl_easy *cl_easy_init(void);
void cl_easy_cleanup(cl_easy *easy);
void cl_easy_reset(cl_easy *easy);
int cl_easy_setopt_long(cl_easy *easy, int option, long value);
int cl_easy_setopt_pointer(cl_easy *easy, int option, const void *value);
int cl_easy_setopt_offset(cl_easy *easy, int option, int64_t value);
int cl_easy_setopt_data_callback(cl_easy *easy, int option, cl_data_callback callback);
int cl_easy_setopt_progress_callback(cl_easy *easy, cl_progress_callback callback);
int cl_easy_setopt_seek_callback(cl_easy *easy, cl_seek_callback callback);
int cl_easy_getinfo_long(cl_easy *easy, int info, long *value);
int cl_easy_getinfo_pointer(cl_easy *easy, int info, void **value);
int cl_easy_getinfo_offset(cl_easy *easy, int info, int64_t *value);
const char *cl_easy_strerror(int code);
/// Only on the thread that runs the multi handle (the engine's).
int cl_easy_pause(cl_easy *easy, int bitmask);

cl_slist *cl_slist_append(cl_slist *list, const char *line);
void cl_slist_free_all(cl_slist *list);

cl_multi *cl_multi_init(void);
int cl_multi_cleanup(cl_multi *multi);
int cl_multi_setopt_long(cl_multi *multi, int option, long value);
int cl_multi_add_handle(cl_multi *multi, cl_easy *easy);
int cl_multi_remove_handle(cl_multi *multi, cl_easy *easy);
int cl_multi_perform(cl_multi *multi, int *running);
/// Blocks (without spinning) until a socket is ready, libcurl's next timer is due, `timeout_ms`
/// passes, or cl_multi_wakeup is called from any thread.
int cl_multi_poll(cl_multi *multi, int timeout_ms, int *ready);
/// Thread-safe: makes the current or the next cl_multi_poll return at once.
int cl_multi_wakeup(cl_multi *multi);
/// The next finished transfer: returns 1 with its handle and CURLcode, or 0 when there is none.
int cl_multi_next_done(cl_multi *multi, cl_easy **easy, int *result);

#endif
