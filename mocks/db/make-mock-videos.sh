#!/usr/bin/env sh
# Regenerates the local video files of the mock catalogue (no network needed at run time):
#   mocks/public/mock-media/ads/orbital-premium.webm        the video ad (600x500) of the mock ad server
#   mocks/public/mock-media/trailers/starfall-arena.webm    the trailer of the sample game (854x480)
# Needs ffmpeg with libvpx and freetype (Debian: apt-get install ffmpeg). The files are committed; run
# this only to change them. Deterministic enough for our purpose (no random sources are used).
set -eu
cd "$(dirname "$0")/../.."
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
mkdir -p mocks/public/mock-media/ads mocks/public/mock-media/trailers

text() { # text SIZE Y CONTENT [ALPHA-EXPR]
  printf "drawtext=fontfile=%s:fontsize=%s:fontcolor=white:x=(w-text_w)/2:y=%s:text='%s':alpha='%s'" "$FONT" "$1" "$2" "$3" "${4:-1}"
}

ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=600x500:d=6:r=24:c0=0x1b1040:c1=0x6a2bd1:c2=0x0fb5c9:n=3:speed=0.02,format=yuv420p" \
  -vf "$(text 46 170 'Orbital Premium' 'min(1,t/0.8)'),$(text 30 250 'No ads. Just games.' 'min(1,max(0,(t-1)/0.8))'),$(text 24 330 '10 coins a month' 'min(1,max(0,(t-2.2)/0.8))'),fade=t=out:st=5.4:d=0.6" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an mocks/public/mock-media/ads/orbital-premium.webm

ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=854x480:d=8:r=24:c0=0x090a2a:c1=0x3b1a7a:c2=0xe8692a:c3=0x1b8fd6:n=4:speed=0.015,format=yuv420p" \
  -vf "fade=t=in:st=0:d=0.8,$(text 64 170 'STARFALL ARENA' 'min(1,max(0,(t-0.5)/1))'),$(text 30 270 'Season 2 - four new arenas' 'min(1,max(0,(t-2)/1))'),$(text 24 330 'Play free in your headset browser' 'min(1,max(0,(t-3.5)/1))'),fade=t=out:st=7.2:d=0.8" \
  -c:v libvpx-vp9 -b:v 0 -crf 44 -row-mt 1 -an mocks/public/mock-media/trailers/starfall-arena.webm

ls -l mocks/public/mock-media/ads mocks/public/mock-media/trailers
