export type FileTypeClass = 'image' | 'video' | 'audio' | 'file';

const CLASSES: Record<Exclude<FileTypeClass, 'file'>, readonly string[]> = {
  image: ['png', 'jpeg', 'jpg', 'bmp', 'gif'],
  video: ['mp4', 'avi', 'wmv', 'mpg', 'mpeg', 'mkv', 'mov', 'webm'],
  audio: ['mp3', 'wav'],
};

/** The class of a file by its extension (spec 1, section 9). */
export function fileTypeClass(fileName: string): FileTypeClass {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  for (const [typeClass, extensions] of Object.entries(CLASSES)) {
    if (extensions.includes(extension)) return typeClass as FileTypeClass;
  }
  return 'file';
}

/** Post and profile images: any image type, plus HEIC and HEIF which browsers often leave untyped. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  if (file.type.startsWith('image/')) return true;
  return /\.(heic|heif)$/i.test(file.name);
}
