export { ClipEmbedder, type ClipLoadOptions } from './clip';
export { TextEmbedder, type TextLoadOptions } from './text';
export { ImageInputError } from './image-preprocess';
export { dot, l2Normalize } from './vectors';
export { ModelFilesMissingError } from './runtime';
