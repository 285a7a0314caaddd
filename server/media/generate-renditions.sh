#!/bin/sh
# Regenerates the clip download renditions in server/media/renditions/{height}p/: the same 12 s test pattern
# as generate-segments.sh (same clock, beep, 6 segments of exactly 50 frames, IDR at each segment start,
# audio and video starting together), once per clip quality size, with the quality burnt in ('1080p').
#
# Clip downloads (docs/protocol/clips.md "Downloads") concatenate the segments of the rendition nearest the
# quality's height, so the file a 1080p quality downloads really is 1920x1080 and differs from the 720p one.
# The bitrates are far below a broadcast rendition's (a 1080p test pattern at 240 kbit/s) to keep the
# repository small (about 1 MB for the three); the file size a clip reports is computed from the quality's
# nominal bitrate, not from these files.
#
# Like the segments, the renditions ship in the repository; CI and `npm start` never run this. Needs ffmpeg
# (Debian 12: 5.1) and fonts-dejavu-core.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root="$here/renditions"
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
[ -f "$font" ] || { echo "missing $font (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

seconds=12
segment_seconds=2
fps=25
sample_rate=32000
audio_samples=$((seconds * sample_rate - 1024))
priming_seconds=0.032

render() {
  width=$1
  height=$2
  bitrate=$3
  label="${height}p"
  work=$(mktemp -d)
  scale=$((height / 240))
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=${width}x${height}:rate=$fps:duration=$seconds" \
    -itsoffset "$priming_seconds" -f lavfi -i "sine=frequency=1000:beep_factor=4:sample_rate=$sample_rate,atrim=end_sample=$audio_samples" \
    -vf "drawtext=fontfile=$font:text='STUDIO TEST $label':x=10*$scale:y=10*$scale:fontsize=18*$scale:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4*$scale,\
drawtext=fontfile=$font:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-16*$scale:fontsize=28*$scale:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6*$scale,\
drawtext=fontfile=$font:text='segment %{eif\:floor(t/$segment_seconds)\:d}':x=w-tw-10*$scale:y=10*$scale:fontsize=18*$scale:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=4*$scale" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow \
    -b:v "$bitrate" -maxrate "$bitrate" -bufsize "$bitrate" -r "$fps" \
    -g $((fps * segment_seconds)) -keyint_min $((fps * segment_seconds)) -sc_threshold 0 \
    -force_key_frames "expr:gte(t,n_forced*$segment_seconds)" \
    -c:a aac -ac 1 -ar $sample_rate -b:a 32k \
    -threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
    -f hls -hls_time "$segment_seconds" -hls_list_size 0 -hls_playlist_type vod \
    -hls_segment_filename "$work/segment-%d.m2t" "$work/index.m3u8"
  entries=""
  for file in "$work"/segment-*.m2t; do
    name=$(basename "$file" .m2t)
    frames=$(ffprobe -v error -select_streams v:0 -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$file" | grep -m 1 .)
    duration=$(awk "BEGIN { printf \"%.3f\", $frames / $fps }")
    bytes=$(wc -c < "$file")
    [ -z "$entries" ] || entries="$entries,"
    entries="$entries
    { \"name\": \"$name\", \"file\": \"$name.m2t\", \"durationSeconds\": $duration, \"frames\": $frames, \"bytes\": $bytes }"
  done
  out="$root/$label"
  rm -rf "$out"
  mkdir -p "$out"
  mv "$work"/segment-*.m2t "$out"/
  cat > "$out/manifest.json" <<JSON
{
  "description": "Clip download rendition $label of the studio test pattern; made by server/media/generate-renditions.sh.",
  "generator": "$(ffmpeg -version | head -n 1)",
  "width": $width,
  "height": $height,
  "video": "H.264 main ${width}x${height} ${fps} fps ${bitrate}bit/s, IDR at every segment start",
  "audio": "AAC-LC mono 32 kHz, 375 frames per loop",
  "segments": [$entries
  ]
}
JSON
  rm -rf "$work"
  echo "wrote $out"
}

render 1920 1080 240k
render 1280 720 160k
render 960 540 110k
