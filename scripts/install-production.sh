#!/bin/sh
# The production install, over a dist/ already built: the runtime dependencies only. The Dockerfile runs it, and so does CI's check.
set -eu
npm ci --omit=dev --no-audit --no-fund
