#!/usr/bin/env bash
# Makes the demo videos, thumbnails and avatars under src/seed/assets/ and the test
# fixtures under test/fixtures/, all from ffmpeg's built-in sources (no downloads, no
# fonts). Re-running it rewrites the files; they are committed, so this only runs when
# the demo set changes. Needs Debian's ffmpeg (libx264, aac, libvpx-vp9, libopus).
set -euo pipefail
cd "$(dirname "$0")/.."
ASSETS=src/seed/assets
FIX=test/fixtures
mkdir -p "$ASSETS/videos" "$ASSETS/thumbs" "$ASSETS/avatars" "$FIX"
FF=(ffmpeg -hide_banner -loglevel error -y)

# Portrait 360x640, 24 fps, 4 s, H.264 + AAC, index at the front (faststart) so a browser
# starts playing before the whole file arrives. CRF keeps busy patterns small.
H264=(-c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -profile:v main -g 48
  -c:a aac -b:a 32k -ac 1 -ar 44100 -movflags +faststart -shortest)
W=360 H=640 D=4

# One video source per demo clip (the filtergraph after the source scales/crops to portrait).
SOURCES=(
  "testsrc2=size=${W}x${H}:rate=24"
  "mandelbrot=size=${W}x${H}:rate=24"
  "life=size=72x128:rate=12:mold=10:ratio=0.3:death_color=#1b2a49:life_color=#7fd3ff,scale=${W}:${H}:flags=neighbor"
  "cellauto=size=180x320:rate=24:rule=110,scale=${W}:${H}:flags=neighbor"
  "gradients=size=${W}x${H}:rate=24:speed=0.03:c0=0x7fd3ff:c1=0x1b2a49:c2=0xff7f50"
  "smptehdbars=size=${W}x${H}:rate=24,hue=h=t*90"
  "sierpinski=size=${W}x${H}:rate=24"
  "colorspectrum=size=${W}x${H}:rate=24,hue=h=t*60"
  "testsrc2=size=${W}x${H}:rate=24,hue=h=120"
  "mandelbrot=size=${W}x${H}:rate=24:start_scale=0.5:end_scale=0.01"
  "gradients=size=${W}x${H}:rate=24:speed=0.05:c0=0xffd166:c1=0x06d6a0:c2=0x118ab2:c3=0xef476f"
  "life=size=60x107:rate=12:mold=25:life_color=#ffb347,scale=${W}:${H}:flags=neighbor"
  "cellauto=size=180x320:rate=24:rule=30,scale=${W}:${H}:flags=neighbor,hue=h=200"
  "sierpinski=size=${W}x${H}:rate=24:type=triangle"
  "testsrc2=size=${W}x${H}:rate=24,hue=h=240:s=1.5"
  "gradients=size=${W}x${H}:rate=24:speed=0.02:type=radial:c0=0x9b5de5:c1=0xf15bb5"
  "mandelbrot=size=${W}x${H}:rate=24:outer=normalized_iteration_count"
  "smptehdbars=size=${W}x${H}:rate=24,hue=s=0.4"
  "life=size=72x128:rate=12:rule=B36/S23:life_color=#06d6a0,scale=${W}:${H}:flags=neighbor"
  "colorspectrum=size=${W}x${H}:rate=24:type=all"
  "gradients=size=${W}x${H}:rate=24:speed=0.04:type=circular:c0=0x00b4d8:c1=0xcaf0f8"
  "cellauto=size=180x320:rate=24:rule=90,scale=${W}:${H}:flags=neighbor,hue=h=40"
  "testsrc2=size=${W}x${H}:rate=24,hue=h=60"
  "sierpinski=size=${W}x${H}:rate=24,hue=h=t*45"
  "mandelbrot=size=${W}x${H}:rate=24:start_x=-0.743643887037151:start_y=0.13182590420533"
  "gradients=size=${W}x${H}:rate=24:speed=0.06:type=spiral:c0=0xff006e:c1=0x3a86ff"
  "life=size=60x107:rate=12:mold=5:life_color=#ff006e,scale=${W}:${H}:flags=neighbor"
  "smptehdbars=size=${W}x${H}:rate=24,hue=h=180"
  "colorspectrum=size=${W}x${H}:rate=24:type=black,hue=h=t*30"
  "gradients=size=${W}x${H}:rate=24:speed=0.03:c0=0x2a9d8f:c1=0xe9c46a:c2=0xf4a261"
)

i=0
for src in "${SOURCES[@]}"; do
  i=$((i + 1))
  n=$(printf 'demo-%02d' "$i")
  freq=$((220 + i * 20))
  "${FF[@]}" -f lavfi -i "$src" -f lavfi -i "sine=frequency=${freq}:sample_rate=44100" \
    -t "$D" "${H264[@]}" "$ASSETS/videos/$n.mp4"
  # Thumbnail at 2 s (2 s or half the duration, docs/product.md#upload-rules), half size, JPEG.
  "${FF[@]}" -ss 2 -i "$ASSETS/videos/$n.mp4" -frames:v 1 -vf scale=270:480 -q:v 9 \
    "$ASSETS/thumbs/$n.jpg"
done

# Avatars: 12 square crops of generated patterns, 160x160 JPEG.
AVATARS=(
  "gradients=size=160x160:c0=0x7fd3ff:c1=0x1b2a49:seed=1"
  "gradients=size=160x160:c0=0xff7f50:c1=0xffd166:seed=2"
  "gradients=size=160x160:c0=0x06d6a0:c1=0x118ab2:seed=3"
  "gradients=size=160x160:c0=0xef476f:c1=0x9b5de5:seed=4"
  "mandelbrot=size=160x160"
  "sierpinski=size=160x160:seed=6"
  "gradients=size=160x160:type=radial:c0=0xf15bb5:c1=0x00b4d8:seed=7"
  "gradients=size=160x160:type=circular:c0=0x2a9d8f:c1=0xe9c46a:seed=8"
  "testsrc2=size=160x160"
  "gradients=size=160x160:type=spiral:c0=0xff006e:c1=0x3a86ff:seed=10"
  "colorspectrum=size=160x160"
  "gradients=size=160x160:c0=0xcaf0f8:c1=0x0077b6:seed=12"
)
i=0
for src in "${AVATARS[@]}"; do
  i=$((i + 1))
  "${FF[@]}" -f lavfi -i "$src" -frames:v 1 -q:v 5 "$ASSETS/avatars/$(printf 'avatar-%02d' "$i").jpg"
done

# Test fixtures.
"${FF[@]}" -f lavfi -i "testsrc2=size=160x284:rate=15" -f lavfi -i "sine=frequency=440" -t 2 \
  -c:v libx264 -preset veryfast -crf 35 -pix_fmt yuv420p -c:a aac -b:a 24k -ac 1 \
  -movflags +faststart -shortest "$FIX/two-seconds.mp4"
"${FF[@]}" -f lavfi -i "testsrc2=size=160x284:rate=15" -f lavfi -i "sine=frequency=440" -t 2 \
  -c:v libvpx-vp9 -b:v 50k -deadline realtime -c:a libopus -b:a 24k -shortest \
  "$FIX/two-seconds.webm"
# 61 s at 64x112, 5 fps, a tiny bitrate and no audio: just over the 60 s limit.
"${FF[@]}" -f lavfi -i "color=c=0x7fd3ff:size=64x112:rate=5" -t 61 \
  -c:v libx264 -preset veryfast -crf 45 -pix_fmt yuv420p -movflags +faststart \
  "$FIX/sixty-one-seconds.mp4"
# A fragmented MP4 (duration in mehd/trun, as browsers' MediaRecorder and some phones write).
"${FF[@]}" -f lavfi -i "testsrc2=size=160x284:rate=15" -t 3 \
  -c:v libx264 -preset veryfast -crf 40 -pix_fmt yuv420p \
  -movflags +frag_keyframe+empty_moov+default_base_moof "$FIX/fragmented.mp4"
# The same written to a pipe: no mehd and no durations in moov, only fragments' trun.
"${FF[@]}" -f lavfi -i "testsrc2=size=160x284:rate=15" -t 3 \
  -c:v libx264 -preset veryfast -crf 40 -pix_fmt yuv420p \
  -movflags +frag_keyframe+empty_moov+default_base_moof -f mp4 pipe:1 >"$FIX/fragmented-stream.mp4"
# A WebM without a Duration element (as MediaRecorder writes it): streamed, not seekable.
"${FF[@]}" -f lavfi -i "testsrc2=size=160x284:rate=15" -t 3 \
  -c:v libvpx-vp9 -b:v 50k -deadline realtime -f webm -live 1 pipe:1 >"$FIX/no-duration.webm"
"${FF[@]}" -f lavfi -i "testsrc2=size=120x120" -frames:v 1 -q:v 6 "$FIX/thumb.jpg"
"${FF[@]}" -f lavfi -i "testsrc2=size=120x120" -frames:v 1 "$FIX/thumb.png"
"${FF[@]}" -f lavfi -i "testsrc2=size=120x120" -frames:v 1 -c:v libwebp -quality 60 "$FIX/thumb.webp"
printf 'This is a text file, not a video.\n' >"$FIX/not-a-video.mp4"

du -sh "$ASSETS" "$FIX"
