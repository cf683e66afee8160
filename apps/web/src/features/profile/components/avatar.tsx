// The pictures are shared now (components/avatar.tsx): the register form, the parent's view and
// "who is playing?" draw them too.
export { Avatar, BoyPicture, GirlPicture, type AvatarProps } from '../../../components/avatar';
