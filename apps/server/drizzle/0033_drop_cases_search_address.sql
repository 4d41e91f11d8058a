-- Unread since its trigram index went (0031): every insert and address edit computed it for nothing.
ALTER TABLE "cases" DROP COLUMN "search_address";
