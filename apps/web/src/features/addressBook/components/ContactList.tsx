import { contactFields } from '@freightdesk/contracts';
import { ActionIcon, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceMobile, IconMail, IconPhone, IconPlus, IconPrinter, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { contactTypesQuery } from '../../lookups';
import type { ClientFormValues, ContactValues } from '../clientForm';
import { EditableCardList, useEditableList } from './EditableCardList';
import { errorsOf, type FieldErrors } from './fieldErrors';

/** The contact type a new phone number or address starts as (the first of the lookup: Phone). */
const DEFAULT_CONTACT_TYPE_ID = 1;

const blank = (): ContactValues => ({
  title: '',
  firstName: '',
  lastName: '',
  contactInfos: [{ contactTypeId: DEFAULT_CONTACT_TYPE_ID, value: '' }],
});

const isEmail = (type: string) => /mail/i.test(type);
const isPhone = (type: string) => /phone|mobile|cell/i.test(type);

function TypeIcon({ type }: { type: string }) {
  if (isEmail(type)) return <IconMail size={16} aria-hidden />;
  if (/fax/i.test(type)) return <IconPrinter size={16} aria-hidden />;
  if (/mobile|cell/i.test(type)) return <IconDeviceMobile size={16} aria-hidden />;
  return <IconPhone size={16} aria-hidden />;
}

interface ContactListProps {
  /** Saves the whole client (editing an existing one); absent while creating, when Create saves all. */
  commit?: () => Promise<void>;
  disabled: boolean;
}

/** A client's contacts, each with phone numbers and e-mail addresses, edited where they stand. */
export function ContactList({ commit, disabled }: ContactListProps) {
  const { control, getValues, setValue } = useFormContext<ClientFormValues>();
  const values = useWatch({ control, name: 'contacts' });
  const types = useQuery(contactTypesQuery());
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? '';
  const list = useEditableList<ContactValues>({
    read: () => getValues('contacts'),
    write: (next) => setValue('contacts', next, { shouldDirty: true }),
    commit,
    blank,
    check: (draft) => {
      // A row left empty is a row not wanted.
      const cleaned = { ...draft, contactInfos: draft.contactInfos.filter((i) => i.value.trim()) };
      const parsed = contactFields.safeParse(cleaned);
      return parsed.success ? { value: parsed.data } : { errors: errorsOf(parsed.error), draft: cleaned };
    },
  });
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Stack gap="sm">
      <EditableCardList
        list={list}
        items={values}
        label="Contacts"
        noun="contact"
        nameOf={(c, index) => `contact ${`${c.firstName} ${c.lastName}`.trim() || index + 1}`}
        view={(c) => <ContactView contact={c} typeName={typeName} />}
        editor={
          <ContactEditor draft={list.draft} errors={list.errors} onChange={list.setDraft} typeOptions={typeOptions} />
        }
        disabled={disabled}
      />
    </Stack>
  );
}

interface ContactEditorProps {
  draft: ContactValues;
  errors: FieldErrors;
  onChange: (next: ContactValues) => void;
  typeOptions: { value: string; label: string }[];
}

function ContactEditor({ draft, errors, onChange, typeOptions }: ContactEditorProps) {
  const set = (patch: Partial<ContactValues>) => onChange({ ...draft, ...patch });
  const setInfo = (index: number, patch: Partial<ContactValues['contactInfos'][number]>) =>
    set({ contactInfos: draft.contactInfos.map((info, i) => (i === index ? { ...info, ...patch } : info)) });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="First name"
          required
          data-autofocus
          value={draft.firstName}
          onChange={(e) => set({ firstName: e.currentTarget.value })}
          error={errors.firstName}
        />
        <TextInput
          label="Last name"
          required
          value={draft.lastName}
          onChange={(e) => set({ lastName: e.currentTarget.value })}
          error={errors.lastName}
        />
        <TextInput
          label="Title"
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={errors.title}
        />
      </SimpleGrid>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          Phone numbers and e-mail addresses
        </Text>
        {draft.contactInfos.map((info, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; they are only appended and removed
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <Select
                aria-label={`Contact type ${n}`}
                data={typeOptions}
                value={String(info.contactTypeId)}
                onChange={(v) => v && setInfo(index, { contactTypeId: Number(v) })}
                allowDeselect={false}
                w={120}
                style={{ flex: 'none' }}
                comboboxProps={{ withinPortal: true }}
                error={errors[`contactInfos.${index}.contactTypeId`]}
              />
              <TextInput
                aria-label={`Phone or e-mail ${n}`}
                placeholder="Number or address"
                value={info.value}
                onChange={(e) => setInfo(index, { value: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 0 }}
                error={errors[`contactInfos.${index}.value`]}
              />
              <ActionIcon
                type="button"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove phone or e-mail ${n}`}
                onClick={() => set({ contactInfos: draft.contactInfos.filter((_, i) => i !== index) })}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <div>
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              set({ contactInfos: [...draft.contactInfos, { contactTypeId: DEFAULT_CONTACT_TYPE_ID, value: '' }] })
            }
          >
            Add phone or e-mail
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}

function ContactView({ contact: c, typeName }: { contact: ContactValues; typeName: (id: number) => string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {c.firstName} {c.lastName}
        {c.title && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            · {c.title}
          </Text>
        )}
      </Text>
      {c.contactInfos.map((info, i) => {
        const type = typeName(info.contactTypeId);
        const href = isEmail(type) ? `mailto:${info.value}` : isPhone(type) ? `tel:${info.value}` : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contact's infos have no id of their own
          <Group key={i} gap={6} wrap="nowrap">
            <TypeIcon type={type} />
            <Text span size="sm" c="dimmed" w={56} style={{ flex: 'none' }}>
              {type}
            </Text>
            {href ? (
              <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {info.value}
              </Anchor>
            ) : (
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {info.value}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
