import DOMPurify from 'dompurify';
import { createSanitizer } from './sanitizeRules';

export const sanitizeHtml = createSanitizer(DOMPurify);
