export { createGateway, type Gateway } from './app';
export { loadConfig, type GatewayConfig } from './config';
export { demoUsers, DEMO_PASSWORD } from './identity/domain';
