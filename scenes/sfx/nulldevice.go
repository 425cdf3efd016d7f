package sfx

// NullALSAConfig is an ALSA configuration whose default device is the null
// device: it accepts sound and plays nothing. Tests point ALSA_CONFIG_PATH
// at a file of it, so the real audio path runs on a machine without a
// sound card.
const NullALSAConfig = "</usr/share/alsa/alsa.conf>\npcm.!default { type null }\n"
