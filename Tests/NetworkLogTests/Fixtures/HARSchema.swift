/// A JSON Schema (draft-07) for HAR 1.2, written from the spec
/// (http://www.softwareishard.com/blog/har-12-spec/) and cross-checked against the community
/// `har-schema` definitions. Strict on purpose: required fields per the spec, types, non-negative
/// `send`/`wait`/`receive`, ISO 8601 `startedDateTime`, and no unknown properties except the
/// spec's custom fields (names starting with `_`).
///
/// Kept as a Swift string rather than a `.json` file because SwiftPM warns about (and CI rejects)
/// files a target does not declare as resources, and the manifest is not ours to edit.
enum HARSchema {
  static let json = #"""
    {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "$id": "https://chatterbox.invalid/schemas/har-1.2.json",
      "title": "HTTP Archive 1.2",
      "type": "object",
      "required": ["log"],
      "properties": { "log": { "$ref": "#/definitions/log" } },
      "patternProperties": { "^_": {} },
      "additionalProperties": false,
      "definitions": {
        "comment": { "type": "string" },
        "dateTime": {
          "type": "string",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$"
        },
        "log": {
          "type": "object",
          "required": ["version", "creator", "entries"],
          "properties": {
            "version": { "type": "string" },
            "creator": { "$ref": "#/definitions/creator" },
            "browser": { "$ref": "#/definitions/creator" },
            "pages": { "type": "array", "items": { "$ref": "#/definitions/page" } },
            "entries": { "type": "array", "items": { "$ref": "#/definitions/entry" } },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "creator": {
          "type": "object",
          "required": ["name", "version"],
          "properties": {
            "name": { "type": "string" },
            "version": { "type": "string" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "page": {
          "type": "object",
          "required": ["startedDateTime", "id", "title", "pageTimings"],
          "properties": {
            "startedDateTime": { "$ref": "#/definitions/dateTime" },
            "id": { "type": "string" },
            "title": { "type": "string" },
            "pageTimings": {
              "type": "object",
              "properties": {
                "onContentLoad": { "type": "number", "minimum": -1 },
                "onLoad": { "type": "number", "minimum": -1 },
                "comment": { "$ref": "#/definitions/comment" }
              },
              "patternProperties": { "^_": {} },
              "additionalProperties": false
            },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "entry": {
          "type": "object",
          "required": ["startedDateTime", "time", "request", "response", "cache", "timings"],
          "properties": {
            "pageref": { "type": "string" },
            "startedDateTime": { "$ref": "#/definitions/dateTime" },
            "time": { "type": "number", "minimum": 0 },
            "request": { "$ref": "#/definitions/request" },
            "response": { "$ref": "#/definitions/response" },
            "cache": { "$ref": "#/definitions/cache" },
            "timings": { "$ref": "#/definitions/timings" },
            "serverIPAddress": { "type": "string" },
            "connection": { "type": "string" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "nameValue": {
          "type": "object",
          "required": ["name", "value"],
          "properties": {
            "name": { "type": "string" },
            "value": { "type": "string" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "cookie": {
          "type": "object",
          "required": ["name", "value"],
          "properties": {
            "name": { "type": "string" },
            "value": { "type": "string" },
            "path": { "type": "string" },
            "domain": { "type": "string" },
            "expires": { "type": ["string", "null"] },
            "httpOnly": { "type": "boolean" },
            "secure": { "type": "boolean" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "request": {
          "type": "object",
          "required": ["method", "url", "httpVersion", "cookies", "headers", "queryString", "headersSize", "bodySize"],
          "properties": {
            "method": { "type": "string", "minLength": 1 },
            "url": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*:[!-~]*$" },
            "httpVersion": { "type": "string" },
            "cookies": { "type": "array", "items": { "$ref": "#/definitions/cookie" } },
            "headers": { "type": "array", "items": { "$ref": "#/definitions/nameValue" } },
            "queryString": { "type": "array", "items": { "$ref": "#/definitions/nameValue" } },
            "postData": { "$ref": "#/definitions/postData" },
            "headersSize": { "type": "integer", "minimum": -1 },
            "bodySize": { "type": "integer", "minimum": -1 },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "postData": {
          "type": "object",
          "required": ["mimeType"],
          "properties": {
            "mimeType": { "type": "string" },
            "params": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["name"],
                "properties": {
                  "name": { "type": "string" },
                  "value": { "type": "string" },
                  "fileName": { "type": "string" },
                  "contentType": { "type": "string" },
                  "comment": { "$ref": "#/definitions/comment" }
                },
                "patternProperties": { "^_": {} },
                "additionalProperties": false
              }
            },
            "text": { "type": "string" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "not": { "required": ["params", "text"] },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "response": {
          "type": "object",
          "required": [
            "status", "statusText", "httpVersion", "cookies", "headers", "content", "redirectURL", "headersSize", "bodySize"
          ],
          "properties": {
            "status": { "type": "integer", "minimum": 0 },
            "statusText": { "type": "string" },
            "httpVersion": { "type": "string" },
            "cookies": { "type": "array", "items": { "$ref": "#/definitions/cookie" } },
            "headers": { "type": "array", "items": { "$ref": "#/definitions/nameValue" } },
            "content": { "$ref": "#/definitions/content" },
            "redirectURL": { "type": "string" },
            "headersSize": { "type": "integer", "minimum": -1 },
            "bodySize": { "type": "integer", "minimum": -1 },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "content": {
          "type": "object",
          "required": ["size", "mimeType"],
          "properties": {
            "size": { "type": "integer", "minimum": 0 },
            "compression": { "type": "integer" },
            "mimeType": { "type": "string" },
            "text": { "type": "string" },
            "encoding": { "type": "string" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "cacheEntry": {
          "type": ["object", "null"],
          "required": ["lastAccess", "eTag", "hitCount"],
          "properties": {
            "expires": { "type": "string" },
            "lastAccess": { "type": "string" },
            "eTag": { "type": "string" },
            "hitCount": { "type": "integer" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "cache": {
          "type": "object",
          "properties": {
            "beforeRequest": { "$ref": "#/definitions/cacheEntry" },
            "afterRequest": { "$ref": "#/definitions/cacheEntry" },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        },
        "timings": {
          "type": "object",
          "required": ["send", "wait", "receive"],
          "properties": {
            "blocked": { "type": "number", "minimum": -1 },
            "dns": { "type": "number", "minimum": -1 },
            "connect": { "type": "number", "minimum": -1 },
            "send": { "type": "number", "minimum": 0 },
            "wait": { "type": "number", "minimum": 0 },
            "receive": { "type": "number", "minimum": 0 },
            "ssl": { "type": "number", "minimum": -1 },
            "comment": { "$ref": "#/definitions/comment" }
          },
          "patternProperties": { "^_": {} },
          "additionalProperties": false
        }
      }
    }
    """#
}
