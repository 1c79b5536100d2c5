// What the rest of the server may use of the site area; everything else in modules/site/ is its own (ESLint: import-x/no-restricted-paths).
export { firstBannerImage } from './banners';
export { readSiteTheme } from './settings';
export { setSiteState } from './site-state';
