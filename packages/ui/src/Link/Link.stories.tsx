import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = { title: 'Components/Link', component: Link, args: { href: '#', children: 'Forgot your password?' } } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { href: 'https://example.com', target: '_blank', children: 'Having trouble logging in?' } };
