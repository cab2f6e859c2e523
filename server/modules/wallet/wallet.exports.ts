// The wallet module's door: what the rest of the server may use of it. Its repositories stay inside.
export { WalletService } from './wallet.service';
// A customer's coin balance inside another module's transaction (checkout's quote).
export { sumLedger } from './wallet.repository';
