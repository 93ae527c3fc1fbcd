# Puts the project's Node.js first on PATH: `source scripts/runtime/node.sh` (the README's commands and .ci/run do).
#
# The project needs Node.js 22.12 or later (an LTS line; several dependencies require it). When the machine's node is
# older, or missing from PATH but npm is there, the pinned 22 LTS build below is fetched once from the npm registry
# (the node-<os>-<cpu> packages hold Node's own release binaries), checked against the integrity recorded here, and
# unpacked into .tools/ with its headers, which npm then builds native addons against. Nothing else changes on the
# machine; with a recent enough node this does nothing.

forge_use_node() {
  local needed=22.12.0 pinned=22.23.3
  local have
  have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
  if [ "$(printf '%s\n%s\n' "$needed" "$have" | sort -V | head -n 1)" = "$needed" ]; then return 0; fi

  local platform integrity
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 integrity='sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==' ;;
    Linux-aarch64) platform=linux-arm64 integrity='sha512-l3DAHZreylo+p9QXDtsOrjG2JXJqVzYXnAGmIQNOUNARcMppTO2cmewVQP+36tjJnSE+dzpMNtgW+c3oiDvXtA==' ;;
    Darwin-x86_64) platform=darwin-x64 integrity='sha512-V6W/fNXsKFF0DMrBrpLNp9meU45Qbe6tQ3HlzrpdiPWW+zlbmTGou1LE8aGHOghVWXJFexvi7RDCQVQi1I1t8w==' ;;
    *)
      echo "Node.js $have is older than $needed and no pinned build is recorded for $(uname -s) $(uname -m): install Node.js 22 LTS." >&2
      return 1
      ;;
  esac
  local root dir
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  dir="$root/.tools/node-$pinned-$platform"
  if [ ! -x "$dir/bin/node" ]; then
    local download archive actual
    download=$(mktemp -d)
    if ! (cd "$download" && npm pack "node-$platform@$pinned" --silent >/dev/null 2>&1); then
      echo "Could not fetch node-$platform@$pinned from the npm registry." >&2
      rm -rf "$download"
      return 1
    fi
    archive=$(ls "$download"/*.tgz)
    actual="sha512-$(openssl dgst -sha512 -binary "$archive" | base64 | tr -d '\n')"
    if [ "$actual" != "$integrity" ]; then
      echo "node-$platform@$pinned from the registry does not match its recorded integrity: not used." >&2
      rm -rf "$download"
      return 1
    fi
    mkdir -p "$dir"
    tar -xzf "$archive" -C "$dir" --strip-components=1
    rm -rf "$download"
    echo "Using Node.js $pinned from the npm registry (.tools/node-$pinned-$platform): this machine has $have." >&2
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons (better-sqlite3) are compiled against this Node's own headers, not a machine-wide nodedir's.
  export npm_config_nodedir="$dir"
}

forge_use_node
