import { conversationEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The conversation with the applicant (docs/applicant-conversation.md): the officer's side of a
 * case (tagged by the case) and the applicant's on the portal (tagged PORTAL). Each read answers a
 * page of the thread: the newest without a cursor, earlier pages with one (see use-thread-pages).
 */
export const conversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversation: build.query({
      ...contractQuery(conversationEndpoints.read),
      providesTags: (_data, _error, { params }) => [{ type: 'Conversation', id: Number(params.caseId) }],
    }),
    replyToApplicant: build.mutation({
      ...contractMutation(conversationEndpoints.reply),
      invalidatesTags: (_data, _error, { params }) => [{ type: 'Conversation', id: Number(params.caseId) }],
    }),
    // Asking adds chase items to the case's diary: its items and the alarms change too.
    askForDocuments: build.mutation({
      ...contractMutation(conversationEndpoints.ask),
      invalidatesTags: (_data, _error, { params }) => [
        { type: 'Conversation', id: Number(params.caseId) },
        'ActionItem',
        'Diary',
        'Alarm',
      ],
    }),
    acceptDocumentRequest: build.mutation({
      ...contractMutation(conversationEndpoints.accept),
      invalidatesTags: ['Conversation', 'ActionItem', 'Alarm'],
    }),
    askAgain: build.mutation({
      ...contractMutation(conversationEndpoints.askAgain),
      invalidatesTags: ['Conversation', 'ActionItem', 'Alarm'],
    }),
    getPortalConversation: build.query({
      ...contractQuery(conversationEndpoints.portalRead),
      providesTags: [{ type: 'Conversation', id: 'PORTAL' }],
    }),
  }),
});

export const {
  useGetConversationQuery,
  useLazyGetConversationQuery,
  useReplyToApplicantMutation,
  useAskForDocumentsMutation,
  useAcceptDocumentRequestMutation,
  useAskAgainMutation,
  useGetPortalConversationQuery,
  useLazyGetPortalConversationQuery,
} = conversationApi;
