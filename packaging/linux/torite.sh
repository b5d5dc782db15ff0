#!/bin/sh
# Torite's launcher: the app lives in /opt/torite (a self-contained folder).
exec /opt/torite/torite "$@"
