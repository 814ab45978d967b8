import DOMPurify from 'dompurify';
import { createSanitizer } from '@blog/markdown/sanitizeRules';

export const sanitizeHtml = createSanitizer(DOMPurify);
