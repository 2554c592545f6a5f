export { default, alt, size, contentType } from './opengraph-image'
