#!/bin/sh
# Regenerates every shipped video file of server/media, with one ffmpeg command shape for all of them:
#
#   segments/               the looped live/recording test pattern (426x240) and its manifest.json
#   faults/                 the fault-drill variants of those segments (black, freeze, silence) and manifest.json
#   renditions/{height}p/   the clip download renditions (1920x1080, 1280x720, 960x540), one manifest each
#
# Usage: generate-media.sh [segments|faults|renditions]...   (no argument: all three)
#
# The files are shipped in the repository: CI and `npm start` never run this (they have no ffmpeg). Run it only
# to change the pattern, on a machine with ffmpeg (Debian 12: `apt-get install -y ffmpeg`, 5.1) and the DejaVu
# fonts, then commit the folders. The server reads each manifest for the exact EXTINF of each segment.
#
# What `loop_clip` makes: one 12 s clip (testsrc2 at 25 fps, a burnt-in running clock, a 1 kHz beep every
# second), cut by ffmpeg's HLS muxer into 6 segments of exactly 50 frames (2.000 s) each, every segment
# starting on an IDR frame, H.264 + AAC-LC mono 32 kHz in MPEG-TS.
#
# Both streams span exactly 12 s so the loop joins without a gap or an overlap when the server shifts a pass's
# timestamps by 12 s (live playlists): 300 video frames, and 375 AAC frames of 1024 samples at 32 kHz. The
# sine is cut 1024 samples short because the AAC encoder adds one frame of priming (at 48 kHz, 12 s would be
# 562.5 frames, which no trim can make whole), and delayed by that frame (-itsoffset) so the priming frame
# starts with the first video frame: audio and video then share one start PTS in every pass, and players that
# align a discontinuity on the earliest stream do not drift 32 ms per loop (hls.js does).
#
# The fault variants are the same command with one filter added, so segment i of a fault has exactly the
# timestamps, frame counts and codec parameters of loop segment i: the server serves it retimed in place of
# that loop segment (docs/protocol/media.md "Fault drills") and the live stream stays one timeline.
#   black   — the picture drawn over in black (audio unchanged)
#   freeze  — the first picture of the loop held for all 300 frames (audio unchanged)
#   silence — the picture unchanged, the sine multiplied by 0 (375 silent AAC frames)
#
# Files end in .m2t, not .ts: tsconfig includes server/**, and TypeScript would try to parse a binary *.ts.
# The HTTP side still serves them as /hls/…/{name}.ts (see docs/protocol/media.md).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
[ -f "$font" ] || { echo "missing $font (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
generator=$(ffmpeg -version | head -n 1)

seconds=12
segment_seconds=2
fps=25
sample_rate=32000
audio_samples=$((seconds * sample_rate - 1024))
priming_seconds=0.032 # 1024 samples at 32 kHz

# loop_clip WORK SIZE VIDEO_FILTER AUDIO_EXTRA VIDEO_CODEC_ARGS...
#   VIDEO_FILTER: the -vf chain (burnt-in texts and any fault filter); AUDIO_EXTRA: filters after the trimmed sine
#   (empty, or ',volume=0'). Writes WORK/segment-{0..5}.m2t.
# -threads 1 and the bitexact flags make the output byte-for-byte repeatable on the same ffmpeg build.
loop_clip() {
  work=$1
  size=$2
  video_filter=$3
  audio_extra=$4
  shift 4
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=$size:rate=$fps:duration=$seconds" \
    -itsoffset "$priming_seconds" -f lavfi -i "sine=frequency=1000:beep_factor=4:sample_rate=$sample_rate,atrim=end_sample=$audio_samples$audio_extra" \
    -vf "$video_filter" \
    "$@" -r "$fps" \
    -g $((fps * segment_seconds)) -keyint_min $((fps * segment_seconds)) -sc_threshold 0 \
    -force_key_frames "expr:gte(t,n_forced*$segment_seconds)" \
    -c:a aac -ac 1 -ar $sample_rate -b:a 32k \
    -threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 \
    -f hls -hls_time "$segment_seconds" -hls_list_size 0 -hls_playlist_type vod \
    -hls_segment_filename "$work/segment-%d.m2t" "$work/index.m3u8"
}

# manifest_entries WORK PREFIX [EXTRA_JSON]: moves WORK/segment-N.m2t to WORK/PREFIXN.m2t and prints their
# manifest lines. The duration is the video's (frames x frame duration), which is what EXTINF must state.
manifest_entries() {
  work=$1
  prefix=$2
  extra=${3:-}
  entries=""
  index=0
  while [ -f "$work/segment-$index.m2t" ]; do
    name="$prefix$index"
    [ "$name" = "segment-$index" ] || mv "$work/segment-$index.m2t" "$work/$name.m2t"
    file="$work/$name.m2t"
    frames=$(ffprobe -v error -select_streams v:0 -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$file" | grep -m 1 .)
    duration=$(awk "BEGIN { printf \"%.3f\", $frames / $fps }")
    bytes=$(wc -c < "$file")
    [ -z "$entries" ] || entries="$entries,"
    entries="$entries
    { $extra\"name\": \"$name\", \"file\": \"$name.m2t\", \"durationSeconds\": $duration, \"frames\": $frames, \"bytes\": $bytes }"
    index=$((index + 1))
  done
  printf '%s' "$entries"
}

# The 426x240 pattern's texts: 'STUDIO TEST', the loop clock, the segment number.
small_texts="drawbox=x=0:y=0:w=150:h=40:color=black:t=fill,drawtext=fontfile=$font:text='STUDIO TEST':x=10:y=10:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4,\
drawtext=fontfile=$font:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-16:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6,\
drawtext=fontfile=$font:text='segment %{eif\:floor(t/$segment_seconds)\:d}':x=w-tw-10:y=10:fontsize=18:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=4"
small_codec="-c:v libx264 -profile:v baseline -level:v 3.0 -pix_fmt yuv420p -preset veryslow -tune zerolatency -b:v 140k -maxrate 180k -bufsize 360k"

# Replaces FOLDER by the files of WORK and a manifest.json (stdin).
install_folder() {
  folder=$1
  work=$2
  rm -rf "$folder"
  mkdir -p "$folder"
  mv "$work"/*.m2t "$folder"/
  cat > "$folder/manifest.json"
}

make_segments() {
  work=$(mktemp -d)
  # shellcheck disable=SC2086 # the codec arguments are words
  loop_clip "$work" 426x240 "$small_texts" "" $small_codec
  entries=$(manifest_entries "$work" segment-)
  install_folder "$here/segments" "$work" <<EOF
{
  "description": "Looped HLS test pattern for the studio server; made by server/media/generate-media.sh.",
  "generator": "$generator",
  "video": "H.264 constrained baseline 426x240 ${fps} fps, IDR at every segment start",
  "audio": "AAC-LC mono 32 kHz, 375 frames per loop",
  "segments": [$entries
  ]
}
EOF
  rm -rf "$work"
  echo "wrote $here/segments"
}

make_faults() {
  all=$(mktemp -d)
  entries=""
  for fault in black freeze silence; do
    work=$(mktemp -d)
    case $fault in
    black) video="$small_texts,drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill" audio="" ;;
    freeze) video="$small_texts,loop=loop=-1:size=1:start=0,trim=end_frame=$((seconds * fps)),setpts=N/FRAME_RATE/TB" audio="" ;;
    silence) video="$small_texts" audio=",volume=0" ;;
    esac
    # shellcheck disable=SC2086
    loop_clip "$work" 426x240 "$video" "$audio" $small_codec
    [ -z "$entries" ] || entries="$entries,"
    entries="$entries$(manifest_entries "$work" "$fault-" "\"fault\": \"$fault\", ")"
    mv "$work"/*.m2t "$all"/
    rm -rf "$work"
  done
  install_folder "$here/faults" "$all" <<EOF
{
  "description": "Fault-drill variants of the loop segments (docs/protocol/media.md); made by server/media/generate-media.sh.",
  "generator": "$generator",
  "faults": {
    "black": "the picture black, the audio unchanged",
    "freeze": "the loop's first picture held, the audio unchanged",
    "silence": "the picture unchanged, the audio silent"
  },
  "segments": [$entries
  ]
}
EOF
  rm -rf "$all"
  echo "wrote $here/faults"
}

# render WIDTH HEIGHT BITRATE: one clip download rendition, the quality burnt in beside 'STUDIO TEST'.
render() {
  width=$1
  height=$2
  bitrate=$3
  label="${height}p"
  work=$(mktemp -d)
  scale=$((height / 240))
  texts="drawtext=fontfile=$font:text='STUDIO TEST $label':x=10*$scale:y=10*$scale:fontsize=18*$scale:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4*$scale,\
drawtext=fontfile=$font:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-16*$scale:fontsize=28*$scale:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6*$scale,\
drawtext=fontfile=$font:text='segment %{eif\:floor(t/$segment_seconds)\:d}':x=w-tw-10*$scale:y=10*$scale:fontsize=18*$scale:fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=4*$scale"
  loop_clip "$work" "${width}x${height}" "$texts" "" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -b:v "$bitrate" -maxrate "$bitrate" -bufsize "$bitrate"
  entries=$(manifest_entries "$work" segment-)
  install_folder "$here/renditions/$label" "$work" <<JSON
{
  "description": "Clip download rendition $label of the studio test pattern; made by server/media/generate-media.sh.",
  "generator": "$generator",
  "width": $width,
  "height": $height,
  "video": "H.264 main ${width}x${height} ${fps} fps ${bitrate}bit/s, IDR at every segment start",
  "audio": "AAC-LC mono 32 kHz, 375 frames per loop",
  "segments": [$entries
  ]
}
JSON
  rm -rf "$work"
  echo "wrote $here/renditions/$label"
}

# Clip downloads (docs/protocol/clips.md "Downloads") concatenate the segments of the rendition nearest the
# quality's height. The bitrates are far below a broadcast rendition's to keep the repository small (~1 MB for
# the three); the file size a clip reports is computed from the quality's nominal bitrate, not from these files.
make_renditions() {
  render 1920 1080 240k
  render 1280 720 160k
  render 960 540 110k
}

[ $# -gt 0 ] || set -- segments faults renditions
for part in "$@"; do
  case $part in
  segments) make_segments ;;
  faults) make_faults ;;
  renditions) make_renditions ;;
  *) echo "unknown part $part (segments, faults or renditions)" >&2; exit 2 ;;
  esac
done
