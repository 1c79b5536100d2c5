// What the rest of the server may use of the uploads area; everything else in modules/uploads/ is its own (ESLint: import-x/no-restricted-paths).
export { startImageSweep, sweepUploadedImages } from './image-sweep';
