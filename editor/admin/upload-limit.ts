/**
 * The heaviest image an editor may send: refused by the media picker when chosen (./cms-config.ts,
 * Decap's `max_file_size`) and by the service before anything is written (editor/service/api.ts).
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024

/** « 8 Mo », as the editor reads it. */
export const MAX_UPLOAD_WORDS = `${MAX_UPLOAD_BYTES / 1024 / 1024}\u00a0Mo`
