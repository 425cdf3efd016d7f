//go:build linux && !android

package sfx

// #cgo pkg-config: alsa
//
// #include <alsa/asoundlib.h>
//
// // probe opens the default playback device as Ebitengine's audio driver
// // will (float32 stereo at rate) and closes it: 0 when it can play.
// static int probe(unsigned int rate) {
//   snd_pcm_t *pcm;
//   int err = snd_pcm_open(&pcm, "default", SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
//   if (err < 0) {
//     return err;
//   }
//   snd_pcm_hw_params_t *params;
//   snd_pcm_hw_params_alloca(&params);
//   if ((err = snd_pcm_hw_params_any(pcm, params)) < 0 ||
//       (err = snd_pcm_hw_params_set_access(pcm, params, SND_PCM_ACCESS_RW_INTERLEAVED)) < 0 ||
//       (err = snd_pcm_hw_params_set_format(pcm, params, SND_PCM_FORMAT_FLOAT_LE)) < 0 ||
//       (err = snd_pcm_hw_params_set_channels(pcm, params, 2)) < 0 ||
//       (err = snd_pcm_hw_params_set_rate_resample(pcm, params, 1)) < 0 ||
//       (err = snd_pcm_hw_params_set_rate_near(pcm, params, &rate, NULL)) < 0) {
//     snd_pcm_close(pcm);
//     return err;
//   }
//   snd_pcm_close(pcm);
//   return 0;
// }
//
// // quiet drops ALSA's own error lines (a machine without a sound card is
// // normal here, not worth a line on stderr).
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
// static void silence(void) { snd_lib_error_set_handler((snd_lib_error_handler_t)quiet); }
import "C"

// deviceUsable reports whether ALSA's default device opens for playback.
func deviceUsable(rate int) bool {
	C.silence()
	return C.probe(C.uint(rate)) == 0
}
