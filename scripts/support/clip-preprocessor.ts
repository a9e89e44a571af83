/** CLIP's image preprocessing as the real checkpoints ship it (OpenAI's mean and std, bicubic resize, centre crop). */
export function clipPreprocessorConfig(imageSize: number): Record<string, unknown> {
  return {
    crop_size: { height: imageSize, width: imageSize },
    do_center_crop: true,
    do_convert_rgb: true,
    do_normalize: true,
    do_rescale: true,
    do_resize: true,
    feature_extractor_type: 'CLIPFeatureExtractor',
    image_mean: [0.48145466, 0.4578275, 0.40821073],
    image_processor_type: 'CLIPImageProcessor',
    image_std: [0.26862954, 0.26130258, 0.27577711],
    resample: 3,
    rescale_factor: 0.00392156862745098,
    size: { shortest_edge: imageSize },
  };
}
