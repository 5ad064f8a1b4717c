#!/bin/sh
# The container's entrypoint (Dockerfile). A volume mounted new at DATA_DIR belongs to root
# (Fly's do), and the image's `chown` cannot reach it: started as root, this hands that folder
# to the server's user, then becomes that user and runs the command in this same process, so
# the server is PID 1 and gets the platform's SIGTERM itself. Started as any other user, it
# only runs the command.
set -eu
user="${APP_USER:-node}"
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$DATA_DIR"
  chown "$user:$(id -g "$user")" "$DATA_DIR"
  exec setpriv --reuid="$user" --regid="$(id -g "$user")" --init-groups -- "$@"
fi
exec "$@"
