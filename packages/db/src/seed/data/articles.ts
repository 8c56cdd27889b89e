// Press releases and blog posts, each kind in its own file.
export { blogPosts } from './articles/blog-posts.js';
export { pressReleases } from './articles/press-releases.js';
