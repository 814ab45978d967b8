import type { EncodeAtQuality } from './compressImage';

function loadImage(file: Blob): Promise<{ image: HTMLImageElement; release: () => void }> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ image, release: () => URL.revokeObjectURL(url) });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('图片读取失败'));
    };
    image.src = url;
  });
}

/** Browser side of the compression loop: draws the image once, re-encodes as JPEG per quality. */
export async function createCanvasEncoder(file: Blob): Promise<{ encode: EncodeAtQuality; release: () => void }> {
  const { image, release } = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) {
    release();
    throw new Error('无法压缩图片');
  }
  // JPEG has no alpha: paint white under transparent PNG pixels instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  const encode: EncodeAtQuality = (quality) =>
    new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片压缩失败'))), 'image/jpeg', quality);
    });
  return { encode, release };
}
