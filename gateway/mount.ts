// Where `npm start` and `npm run dev` mount the gateway on the app's origin (the standalone server answers there too).
export const GATEWAY_MOUNT = '/gateway';
