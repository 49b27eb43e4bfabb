import sharp from 'sharp'
const [input, output, height, width] = process.argv.slice(2)
const meta = await sharp(input).metadata()
await sharp(input).extract({ left: 0, top: 0, width: meta.width, height: Math.min(Number(height), meta.height) }).resize({ width: Number(width) }).webp({ quality: 72 }).toFile(output)
