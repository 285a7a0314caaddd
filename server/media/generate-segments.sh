#!/bin/sh
# Regenerates the looped test-pattern segments in server/media/segments/ and their manifest.
#
# The segments are shipped in the repository: CI and `npm start` never run this (they have no ffmpeg). Run it
# only to change the pattern, on a machine with ffmpeg (Debian 12: `apt-get install -y ffmpeg`, 5.1) and the
# DejaVu fonts, then commit the folder. The server reads manifest.json for the exact EXTINF of each segment.
#
# What it makes: one 12 s clip (testsrc2 426x240 at 25 fps, a burnt-in running clock, a 1 kHz beep every
# second), cut by ffmpeg's HLS muxer into 6 segments of exactly 50 frames (2.000 s) each, every segment
# starting on an IDR frame, H.264 constrained baseline + AAC-LC mono 32 kHz in MPEG-TS.
#
# Both streams span exactly 12 s so the loop joins without a gap or an overlap when the server shifts a pass's
# timestamps by 12 s (live playlists): 300 video frames, and 375 AAC frames of 1024 samples at 32 kHz. The
# sine is cut 1024 samples short because the AAC encoder adds one frame of priming (at 48 kHz, 12 s would be
# 562.5 frames, which no trim can make whole), and delayed by that frame (-itsoffset) so the priming frame
# starts with the first video frame: audio and video then share one start PTS in every pass, and players that
# align a discontinuity on the earliest stream do not drift 32 ms per loop (hls.js does).
#
# Files end in .m2t, not .ts: tsconfig includes server/**, and TypeScript would try to parse a binary *.ts.
# The HTTP side still serves them as /hls/segments/{name}.ts (see docs/protocol/media.md).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out="$here/segments"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
[ -f "$font" ] || { echo "missing $font (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

seconds=12
segment_seconds=2
fps=25
sample_rate=32000
audio_samples=$((seconds * sample_rate - 1024))
priming_seconds=0.032 # 1024 samples at 32 kHz

# -threads 1 and the bitexact flags make the output byte-for-byte repeatable on the same ffmpeg build.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=426x240:rate=$fps:duration=$seconds" \
  -itsoffset "$priming_seconds" -f lavfi -i "sine=frequency=1000:beep_factor=4:sample_rate=$sample_rate,atrim=end_sample=$audio_samples" \
  -vf "drawbox=x=0:y=0:w=150:h=40:color=black:t=fill,drawtext=fontfile=$font:text='STUDIO TEST':x=10:y=10:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4,\
drawtext=fontfile=$font:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-16:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6,\
drawtext=fontfile=$font:text='segment %{eif\:floor(t/$segment_seconds)\:d}':x=w-tw-10:y=10:fontsize=18:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=4" \
  -c:v libx264 -profile:v baseline -level:v 3.0 -pix_fmt yuv420p -preset veryslow -tune zerolatency \
  -b:v 140k -maxrate 180k -bufsize 360k -r "$fps" \
  -g $((fps * segment_seconds)) -keyint_min $((fps * segment_seconds)) -sc_threshold 0 \
  -force_key_frames "expr:gte(t,n_forced*$segment_seconds)" \
  -c:a aac -ac 1 -ar $sample_rate -b:a 32k \
  -threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
  -f hls -hls_time "$segment_seconds" -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_filename "$work/segment-%d.m2t" "$work/index.m3u8"

# The video duration of each segment (frames x frame duration), which is what EXTINF must state.
count=0
entries=""
for file in "$work"/segment-*.m2t; do
  name=$(basename "$file" .m2t)
  frames=$(ffprobe -v error -select_streams v:0 -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$file" | grep -m 1 .)
  duration=$(awk "BEGIN { printf \"%.3f\", $frames / $fps }")
  bytes=$(wc -c < "$file")
  [ -z "$entries" ] || entries="$entries,"
  entries="$entries
    { \"name\": \"$name\", \"file\": \"$name.m2t\", \"durationSeconds\": $duration, \"frames\": $frames, \"bytes\": $bytes }"
  count=$((count + 1))
done

rm -rf "$out"
mkdir -p "$out"
mv "$work"/segment-*.m2t "$out"/
cat > "$out/manifest.json" <<EOF
{
  "description": "Looped HLS test pattern for the studio server; made by server/media/generate-segments.sh.",
  "generator": "$(ffmpeg -version | head -n 1)",
  "video": "H.264 constrained baseline 426x240 ${fps} fps, IDR at every segment start",
  "audio": "AAC-LC mono 32 kHz, 375 frames per loop",
  "segments": [$entries
  ]
}
EOF
echo "wrote $count segments and manifest.json to $out"
