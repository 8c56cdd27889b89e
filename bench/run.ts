// `npm run bench`: the benchmarks of this folder (each runs when imported; for now the catalogue).
import './catalogue.js';
