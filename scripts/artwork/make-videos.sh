#!/usr/bin/env bash
# Regenerates the code-made background videos in public/videos/:
#   hero.mp4 / hero.webm  - 10 s seamless loop of golden bokeh drifting over navy (1280x720, muted)
#   bubble-run.mp4        - 10 s clip: colourful bubbles rising, runners crossing, "Golden Bubble Run" title card
#
# Usage (from anywhere):  bash scripts/artwork/make-videos.sh [hero|bubble-run]
# Needs: node (with the project's node_modules, for sharp) and ffmpeg with libx264 + libvpx-vp9
#        (Debian: apt-get install -y ffmpeg fonts-dejavu-core; the title uses DejaVu Sans Bold).
# Frames are drawn as SVG by render-frames.mjs (shared shapes in lib.mjs), rasterised by sharp
# and piped to ffmpeg as raw RGB. No audio track is written. Takes a few minutes on 2 cores.
# The SVG illustrations in public/images/ come from make-svgs.mjs (node scripts/artwork/make-svgs.mjs).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/public/videos"
mkdir -p "$out"
cd "$root"
which="${1:-all}"

raw() { # clip name
  node "$here/render-frames.mjs" "$1"
}

if [[ "$which" == all || "$which" == hero ]]; then
  echo "== hero.mp4 + hero.webm"
  tmp="$(mktemp -d)"
  # Lossless intermediate once, then the two web encodes from it.
  raw hero | ffmpeg -hide_banner -loglevel error -y -f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i - \
    -c:v libx264 -preset veryfast -qp 0 -pix_fmt yuv444p "$tmp/hero.mkv"
  ffmpeg -hide_banner -loglevel error -y -i "$tmp/hero.mkv" -an \
    -c:v libx264 -preset slow -crf 24 -profile:v high -pix_fmt yuv420p -g 48 -movflags +faststart \
    "$out/hero.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$tmp/hero.mkv" -an \
    -c:v libvpx-vp9 -crf 38 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -g 48 \
    "$out/hero.webm"
  rm -rf "$tmp"
fi

if [[ "$which" == all || "$which" == bubble-run ]]; then
  echo "== bubble-run.mp4"
  raw bubble-run | ffmpeg -hide_banner -loglevel error -y -f rawvideo -pix_fmt rgb24 -s 1280x720 -r 30 -i - -an \
    -c:v libx264 -preset slow -crf 27 -tune animation -profile:v high -pix_fmt yuv420p -movflags +faststart \
    "$out/bubble-run.mp4"
fi

ls -l "$out"
