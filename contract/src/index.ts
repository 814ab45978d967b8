export * from './constants';
export * from './envelope';
export * from './article';
export * from './site';
export * from './requests';
export * from './account';
export * from './boot';
export * from './music';
