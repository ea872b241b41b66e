#!/bin/sh
# Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set, and says it skipped otherwise.
# The CLI retries forever when it cannot reach the service, hence the time limit.
set -eu
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo 'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.'
  exit 0
fi
exec timeout "${CHROMATIC_TIMEOUT_SECONDS:-900}" chromatic --build-script-name build-storybook "$@"
