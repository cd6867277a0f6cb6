export { ChatPanel, chatPanelStates, defaultChatPanelLabels } from './ChatPanel.tsx';
export type { ChatPanelProps, ChatPanelState, ChatPanelLabels } from './ChatPanel.tsx';
export { ChatLog } from './ChatLog.tsx';
export type { ChatMessageView, ChatLogProps } from './ChatLog.tsx';
export { ChatComposer } from './ChatComposer.tsx';
export type { ChatComposerProps } from './ChatComposer.tsx';
export { VisitorCodeForm } from './VisitorCodeForm.tsx';
export type { VisitorCodeFormProps, VisitorCodeLabels } from './VisitorCodeForm.tsx';
