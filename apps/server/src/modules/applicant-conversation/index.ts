export { conversationRoutes } from './conversation.routes';
