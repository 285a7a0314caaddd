#!/bin/sh
# Regenerates server/webrtc/test-pattern.ivf, the looped VP8 test pattern the WHEP endpoint streams.
#
# Shipped in the repository: CI and `npm start` never run this (they have no ffmpeg). Run it only to change the
# pattern, on a machine with ffmpeg (Debian 12: `apt-get install -y ffmpeg fonts-dejavu-core`), then commit the
# file. What it makes: 8 s of testsrc2 at 320x180, 25 fps, a burnt-in running clock and frame number, VP8 in an
# IVF container (a 32-byte file header, then a 12-byte header per frame), a key frame every second so a viewer
# that lost a packet waits at most a second for a clean picture. The server loops it per viewer in real time.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
[ -f "$font" ] || { echo "missing $font (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
fps=25
seconds=8

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=$fps:duration=$seconds" \
  -vf "drawtext=fontfile=$font:text='WEBRTC TEST':x=8:y=8:fontsize=14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=3,\
drawtext=fontfile=$font:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-12:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=5,\
drawtext=fontfile=$font:text='frame %{frame_num}':x=w-tw-8:y=8:fontsize=14:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=3" \
  -c:v libvpx -b:v 160k -deadline good -cpu-used 0 -g $fps -keyint_min $fps -auto-alt-ref 0 -lag-in-frames 0 \
  -threads 1 -fflags +bitexact -flags:v +bitexact -map_metadata -1 \
  -f ivf "$here/test-pattern.ivf"
echo "wrote $here/test-pattern.ivf ($(wc -c < "$here/test-pattern.ivf") bytes)"
