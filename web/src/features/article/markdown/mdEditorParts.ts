/**
 * The parts of md-editor-rt the reader uses. The reader's loader imports them through this file:
 * importing the package itself dynamically would bundle its editor (CodeMirror and every mode).
 */
export { config, MdCatalog, MdPreview } from 'md-editor-rt';
