import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetStore, useStore } from '../../src/app/store';
import { ChatToggle } from './ChatToggle';

beforeEach(() => resetStore());
afterEach(cleanup);

describe('ChatToggle', () => {
  it('is named by what it shows: the online count in the header, "chat" in the phone bar, and the unread mentions', () => {
    useStore.setState({ online: 1234, chatMentions: { ...useStore.getState().chatMentions, unread: 2 } });
    render(
      <>
        <ChatToggle variant="header" />
        <ChatToggle variant="bar" />
      </>,
    );
    const header = screen.getByTestId('chat-toggle');
    expect(header).toHaveTextContent('1,234');
    expect(header).toHaveAccessibleName('Open chat, 1,234 online, 2 unread mentions');
    expect(screen.getByTestId('chat-toggle-bar')).toHaveAccessibleName('Open chat, 2 unread mentions');
  });

  it('leaves the count out of the name until it is known', () => {
    render(<ChatToggle variant="header" />);
    expect(screen.getByTestId('chat-toggle')).toHaveAccessibleName('Open chat');
  });
});
