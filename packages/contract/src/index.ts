export * from './access';
export * from './constants';
export * from './domain';
export * from './envelope';
export * from './roles';
export * from './statuses';
export * from './health';
