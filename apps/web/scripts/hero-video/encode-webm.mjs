// Frames into a VP9 WebM file with libav.js: FFmpeg's libraries and libvpx compiled to WebAssembly,
// shipped inside the npm package, so nothing is downloaded and nothing runs outside Node
// (docs/decisions/112-a-hero-video-made-from-the-shops-drawing.md).
import LibAV from '@libav.js/variant-webm-vp9';

/** libswscale's bilinear filter: RGBA to the encoder's YUV 4:2:0 at the same size. */
const SWS_BILINEAR = 2;
const FILE = 'hero.webm';

/**
 * Encodes `frames` (an async iterable of RGBA pixels, `width` x `height`) at `framesPerSecond`:
 * one key frame, then frames that carry only what changed, at constant quality `crf` (lower is
 * better and larger).
 */
export async function encodeWebm(frames, { width, height, framesPerSecond, crf }) {
  const libav = await LibAV.LibAV({ noworker: true, nothreads: true });
  try {
    const [, codec, frame, packet] = await libav.ff_init_encoder('libvpx-vp9', {
      ctx: {
        pix_fmt: libav.AV_PIX_FMT_YUV420P,
        width,
        height,
        framerate_num: framesPerSecond,
        framerate_den: 1,
        gop_size: 10_000,
      },
      time_base: [1, framesPerSecond],
      options: { crf: String(crf), b: '0', deadline: 'realtime', 'cpu-used': '8' },
    });
    const toYuv = await libav.sws_getContext(
      width,
      height,
      libav.AV_PIX_FMT_RGBA,
      width,
      height,
      libav.AV_PIX_FMT_YUV420P,
      SWS_BILINEAR,
      0,
      0,
      0,
    );
    const rgba = await libav.av_frame_alloc();
    const packets = [];
    let index = 0;
    for await (const pixels of frames) {
      await libav.ff_copyin_frame(rgba, {
        data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length),
        layout: [{ offset: 0, stride: width * 4 }],
        format: libav.AV_PIX_FMT_RGBA,
        width,
        height,
      });
      // The encoder takes this frame and frees it, so each is new.
      const yuv = await libav.av_frame_alloc();
      await libav.AVFrame_format_s(yuv, libav.AV_PIX_FMT_YUV420P);
      await libav.AVFrame_width_s(yuv, width);
      await libav.AVFrame_height_s(yuv, height);
      const scaled = await libav.sws_scale_frame(toYuv, yuv, rgba);
      if (scaled < 0) throw new Error(`libswscale could not convert frame ${index}: ${scaled}`);
      await libav.AVFrame_pts_s(yuv, index++);
      packets.push(...(await libav.ff_encode_multi(codec, frame, packet, [yuv])));
    }
    packets.push(...(await libav.ff_encode_multi(codec, frame, packet, [], true)));
    const [muxer, , io] = await libav.ff_init_muxer(
      { format_name: 'webm', filename: FILE, open: true },
      [[codec, 1, framesPerSecond]],
    );
    await libav.avformat_write_header(muxer, 0);
    await libav.ff_write_multi(muxer, packet, packets);
    await libav.av_write_trailer(muxer);
    await libav.ff_free_muxer(muxer, io);
    await libav.sws_freeContext(toYuv);
    await libav.ff_free_encoder(codec, frame, packet);
    return Buffer.from(await libav.readFile(FILE));
  } finally {
    libav.terminate();
  }
}
