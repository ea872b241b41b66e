import sharp from 'sharp';

/** A real picture of the given size and format, made on the spot. */
export function picture(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart create-job form as a browser sends it. */
export function jobForm(
  fields: Record<string, string>,
  image?: { data: Buffer; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([image.data], { type: image.type }), image.name);
  return form;
}
