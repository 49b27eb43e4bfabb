// node crop.tmp.mjs in.png out.png top height [scale]: crops with sharp
import sharp from 'sharp'
const [input, output, top, height, width] = process.argv.slice(2)
const meta = await sharp(input).metadata()
const h = Math.min(Number(height), meta.height - Number(top))
let img = sharp(input).extract({ left: 0, top: Number(top), width: meta.width, height: h })
if (width) img = img.resize({ width: Number(width) })
await img.toFile(output)
