/** The browser's one audio module: synthesised sounds, one WAV encoder, one Howler-backed service and its fake. */
export * from './synth';
export * from './wav';
export * from './HowlerSound';
