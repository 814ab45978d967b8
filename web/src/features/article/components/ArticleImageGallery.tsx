import { Image } from 'antd';

export interface ArticleImageGalleryProps {
  images: string[];
  open: boolean;
  current: number;
  onOpenChange: (open: boolean) => void;
  onChange: (current: number) => void;
}

/**
 * The full-screen viewer of an article's pictures (antd's image preview with its toolbar). Its own
 * chunk: most readers never click a picture, so the article's first load does not carry it.
 */
export default function ArticleImageGallery({ images, open, current, onOpenChange, onChange }: ArticleImageGalleryProps) {
  return <Image.PreviewGroup items={images} preview={{ open, current, onOpenChange, onChange }} />;
}
