/** The player's pure logic: no React, no DOM. */
export * from './lyrics';
export * from './playMode';
export * from './progress';
export * from './special';
export * from './paging';
export * from './customList';
