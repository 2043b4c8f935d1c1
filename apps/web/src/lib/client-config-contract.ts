// The client configuration's contract, loaded only where answers are checked (development, tests):
// never part of a customer's start-up (docs/decisions/120-zod-off-the-start-path.md).
export { clientConfigEndpoint } from '@shop/domain';
