import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { businessCardSchema, type BusinessCard } from '@upline/contract/business-card';
import type { UserDetails } from '../../api/get-user-details';
import { cardFaceDataUrl, cardFontsReady, cardPng } from '../../lib/business-card-canvas';
import { cardBack, cardFileName, cardFront, displayAddress, type CardLabels } from '../../lib/business-card-layout';
import { qrModules } from '../../lib/business-card-qr';
import { replicatedSiteUrl } from '../../lib/replicated-site-url';
import { saveFile } from '../../lib/save-file';
import { TextField } from '../../../../shared/ui/form/text-field';
import { useFieldMessage } from '../form/use-field-message';
import { CardFacePreview } from './business-card-preview';
import { FieldMessages } from '../../../../shared/ui/form/field-messages';

type Format = 'pdf' | 'png';

/**
 * The card's five fields (accounts §3, §5), filled from the member's profile, beside the live
 * preview of both faces. Nothing is stored: the spec has no call for it (docs/decisions).
 */
export function BusinessCardEditor({ details }: { details: UserDetails }) {
  const { t } = useTranslation('accounts');
  const translate = useFieldMessage();
  const siteUrl = details.urlname ? replicatedSiteUrl(window.location.origin, details.urlname) : null;
  const form = useForm<BusinessCard>({
    resolver: zodResolver(businessCardSchema),
    defaultValues: {
      name: `${details.firstname} ${details.lastname}`.trim(),
      designation: t('businessCard.defaultDesignation'),
      phone: details.mobile ?? '',
      email: details.email,
      website: siteUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as BusinessCard;
  const [busy, setBusy] = useState<Format | null>(null);
  const [fontsVersion, setFontsVersion] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void cardFontsReady().then(() => isCurrent && setFontsVersion((version) => version + 1));
    return () => {
      isCurrent = false;
    };
  }, []);

  const labels: CardLabels = useMemo(
    () => ({
      brand: t('businessCard.card.brand'),
      brandLine: t('businessCard.card.brandLine'),
      phone: t('businessCard.card.phone'),
      email: t('businessCard.card.email'),
      website: t('businessCard.card.website'),
      scan: t('businessCard.card.scan'),
    }),
    [t],
  );
  // The back always points at the member's replicated site; the website line is theirs to word.
  const qrTarget = siteUrl ?? values.website ?? '';
  const modules = useMemo(() => (qrTarget ? qrModules(qrTarget) : []), [qrTarget]);
  const front = useMemo(() => cardFront(values, labels), [values, labels]);
  const back = useMemo(() => cardBack(qrTarget, modules, labels), [qrTarget, modules, labels]);

  const download = (format: Format) =>
    form.handleSubmit(async (card) => {
      setBusy(format);
      try {
        await cardFontsReady();
        const faces = [cardFront(card, labels), cardBack(siteUrl ?? card.website, siteUrl ? modules : qrModules(card.website), labels)] as const;
        if (format === 'pdf') {
          const { businessCardPdf } = await import('../../lib/business-card-pdf');
          const bytes = businessCardPdf([...faces], { title: t('businessCard.pdfTitle', { name: card.name }), faceImage: (face) => cardFaceDataUrl(face, 600) });
          saveFile(bytes, 'application/pdf', cardFileName(card.name, 'pdf'));
        } else {
          saveFile(await cardPng(...faces), 'image/png', cardFileName(card.name, 'png'));
        }
      } catch {
        toast.error(t('businessCard.downloadFailed'), { duration: 4000 });
      } finally {
        setBusy(null);
      }
    });

  const field = (name: keyof BusinessCard, autoComplete: string, type = 'text') => (
    <TextField
      label={t(`businessCard.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      registration={form.register(name)}
      error={translate(errors[name]?.message)}
      isRequired
    />
  );

  return (
    <FieldMessages translate={translate}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <form noValidate onSubmit={download('pdf')} className="space-y-4" aria-describedby="business-card-note">
          {field('name', 'name')}
          {field('designation', 'organization-title')}
          {field('phone', 'tel', 'tel')}
          {field('email', 'email', 'email')}
          {field('website', 'url', 'url')}
          <p id="business-card-note" className="text-xs text-ink-muted">
            {t('businessCard.notSaved')}
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
            <button type="submit" className="btn-primary" disabled={busy !== null} aria-busy={busy === 'pdf' || undefined} data-testid="business-card-pdf">
              {busy === 'pdf' ? t('businessCard.preparing') : t('businessCard.download')}
            </button>
            <button type="button" className="btn-outline" onClick={download('png')} disabled={busy !== null} aria-busy={busy === 'png' || undefined} data-testid="business-card-png">
              {busy === 'png' ? t('businessCard.preparing') : t('businessCard.downloadPng')}
            </button>
          </div>
          <p className="text-xs text-ink-muted">{t('businessCard.downloadHint')}</p>
        </form>

        <section aria-labelledby="business-card-preview" className="rounded-2xl bg-cream p-4 sm:p-6">
          <h2 id="business-card-preview" className="mb-4 text-xl">
            {t('businessCard.preview')}
          </h2>
          <div className="mx-auto grid max-w-md gap-6">
            <CardFacePreview
              face={front}
              caption={t('businessCard.front')}
              description={t('businessCard.frontDescription', { ...values, website: displayAddress(values.website ?? '') })}
              fontsVersion={fontsVersion}
              testId="business-card-front"
            />
            <CardFacePreview
              face={back}
              caption={t('businessCard.back')}
              description={t('businessCard.backDescription', { site: displayAddress(qrTarget) })}
              fontsVersion={fontsVersion}
              testId="business-card-back"
            />
          </div>
        </section>
      </div>
    </FieldMessages>
  );
}
