export { type AccessoriesSnapshot, createAccessoriesSnapshot } from './accessories-snapshot';
